/* @@flags: -x errtags */
nosuch:::probe { }
