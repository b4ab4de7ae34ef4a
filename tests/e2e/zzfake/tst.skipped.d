/* @@skip: not yet */
