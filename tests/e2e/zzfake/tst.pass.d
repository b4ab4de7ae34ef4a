/* @@flags: -q -x 'a b' */
// @@args: x "y z"
// run: echo "flags: $FLAGS"; echo "args $1|$2"; pwd
