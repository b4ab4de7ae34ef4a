/* @@flags: -x errtags */ /*
 * In a script, a description that matches nothing is a compile error
 * with the line of the description.
 */

nosuch:::entry
{
}
