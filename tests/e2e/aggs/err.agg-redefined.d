/* one aggregation, one function */
BEGIN { @a = count(); @a = sum(1); }
