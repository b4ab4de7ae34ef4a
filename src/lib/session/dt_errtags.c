/*
 * dt_errtags.c -- DTrace's D_* tags of compile errors (-x errtags): one
 * row per kind of message, matched on the words that identify it.
 */
#include <string.h>

#include "dt_impl.h"

static const struct {
	const char *et_words;	/* every word (in order) the message holds */
	const char *et_tag;
} dt_errtags[] = {
	{ "syntax error", "D_SYNTAX" },
	{ "invalid control directive", "D_PRAGCTL_INVAL" },
	{ "malformed #", "D_PRAGMA_MALFORM" },
	{ "invalid probe description", "D_PDESC_INVAL" },
	{ "does not match any probes", "D_PDESC_ZERO" },
	{ "Unknown variable name", "D_IDENT_UNDEF" },
	{ "undefined function name", "D_FUNC_UNDEF" },
	{ "has not yet been declared or assigned", "D_VAR_UNDEF" },
	{ "Unknown type name", "D_TYPE_ERR" },
	{ "is missing a corresponding \"*\" argument", "D_PRINTF_DYN_PROTO" },
	{ "is missing a corresponding \".*\" argument", "D_PRINTF_DYN_PROTO" },
	{ "is missing a corresponding value argument", "D_PRINTF_ARG_PROTO" },
	{ "arguments required by this format string", "D_PRINTF_ARG_EXTRA" },
	{ "format string is empty", "D_PRINTF_FMT_EMPTY" },
	{ "%@ conversion requires an aggregation", "D_PRINTF_AGG_CONV" },
	{ "prototype mismatch", "D_PROTO_LEN" },
	{ "is incompatible with prototype", "D_PROTO_ARG" },
	{ "operands have incompatible types", "D_OP_INCOMPAT" },
	{ "requires operands of arithmetic type", "D_OP_ARITH" },
	{ "requires an operand of arithmetic type", "D_OP_ARITH" },
	{ "requires operands of integral type", "D_OP_INT" },
	{ "requires an operand of integral type", "D_OP_INT" },
	{ "requires operands of scalar type", "D_OP_SCALAR" },
	{ "requires an operand of scalar type", "D_OP_SCALAR" },
	{ "requires operand of scalar type", "D_OP_SCALAR" },
	{ ") argument #1 must be of scalar type", "D_AGG_SCALAR" },
	{ "predicate result must be of scalar type", "D_PRED_SCALAR" },
	{ "must be of scalar type", "D_OP_SCALAR" },
	{ "modifiable lvalue", "D_OP_LVAL" },
	{ "can only be applied to a writable variable", "D_OP_WRITE" },
	{ "expression contains division by zero", "D_DIV_ZERO" },
	{ "cannot be represented in any built-in integral type", "D_INT_OFLOW" },
	{ "must be applied to a pointer", "D_OP_PTR" },
	{ "cannot be applied to pointer to type \"void\"", "D_OP_INCOMPLETE" },
	{ "must be applied to a struct or union", "D_OP_SOU" },
	{ "is not a member of", "D_TYPE_MEMBER" },
	{ "cannot dereference non-pointer", "D_DEREF_NONPTR" },
	{ "as an associative array", "D_ARR_BADREF" },
	{ "cannot dereference pointer to void", "D_DEREF_VOID" },
	{ "index outside array bounds", "D_ARR_BOUNDS" },
	{ "invalid cast expression", "D_CAST_INVAL" },
	{ "cannot take offset of a bit-field", "D_OFFSETOF_BITFIELD" },
	{ "cannot apply sizeof to a bit-field", "D_SIZEOF_BITFIELD" },
	{ "identifier redeclared", "D_DECL_IDRED" },
	{ "translator does not define conversion", "D_XLATE_NOCONV" },
	{ "cannot translate from", "D_XLATE_NONE" },
	{ "commit( ) may not follow commit( )", "D_COMM_COMM" },
	{ "commit( ) may not follow data-recording", "D_COMM_DREC" },
	{ "aggregating actions may not follow commit", "D_AGG_COMM" },
	{ "speculate( ) may not follow speculate", "D_SPEC_SPEC" },
	{ "speculate( ) may not follow commit", "D_SPEC_COMM" },
	{ "speculate( ) may not follow data-recording", "D_SPEC_DREC" },
	{ "aggregating actions may not follow speculate", "D_AGG_SPEC" },
	{ "destructive actions may not follow speculate", "D_ACT_SPEC" },
	{ "exit( ) may not follow speculate", "D_EXIT_SPEC" },
	{ "data-recording actions may not follow commit", "D_DREC_COMM" },
	{ "aggregation redefined", "D_AGG_REDEF" },
	{ "may only be assigned an aggregating function", "D_AGG_FUNC" },
	{ "must be assigned the result of an aggregating function", "D_AGG_FUNC" },
	{ "expression has null effect", "D_AGG_NULL" },
	{ "may not be applied to a dynamic expression", "D_TRACE_DYN" },
	{ "may only be used as the value of an aggregation", "D_AGG_FUNC" },
	{ "different key signature", "D_AGG_MDIM" },
	{ "is incompatible with conversion", "D_PRINTF_ARG_TYPE" },
	{ "format conversion #", "D_SYNTAX" },
	{ "conversion", "D_PRINTF_ARG_FMT" },
	{ "macro argument", "D_MACRO_UNDEF" },
	{ "is not available", "D_ACT_UNSUP" },
	{ "is not supported", "D_UNKNOWN" },
};

const char *
dt_errtag(const char *msg)
{
	size_t i;

	for (i = 0; i < sizeof(dt_errtags) / sizeof(dt_errtags[0]); i++)
		if (strstr(msg, dt_errtags[i].et_words) != NULL)
			return dt_errtags[i].et_tag;
	return "D_UNKNOWN";
}
