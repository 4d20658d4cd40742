/**
 * A type assertion (`x as T`, `<T>x`) tells the compiler to trust us: each one says why, in a comment on
 * its line or ending on one of the two lines above, or above its statement when that starts at most four
 * lines before it. `as const` asserts nothing and needs no word.
 */
const isConst = (type) =>
  type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === 'const';

/** The statement, declaration or class member the assertion is part of: where its comment may stand. */
function enclosing(node) {
  let at = node;
  while (
    at.parent &&
    !/Statement$|Declaration$|^(PropertyDefinition|MethodDefinition|TSPropertySignature|ExportDefaultDeclaration)$/.test(
      at.type,
    )
  ) {
    at = at.parent;
  }
  return at;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Every type assertion in the product says why it is needed.' },
    messages: {
      unexplained:
        'Say why this assertion is needed in a comment beside it, or let the types prove it (a guard, a schema, satisfies).',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    const report = (node) => {
      if (isConst(node.typeAnnotation)) return;
      const at = node.typeAnnotation.loc.start.line;
      const statement = enclosing(node).loc.start.line;
      const explained = source.getAllComments().some(({ loc }) => {
        const near = loc.end.line >= at - 2 && loc.start.line <= at;
        const aboveStatement = loc.end.line === statement - 1 && at - statement <= 4;
        return near || aboveStatement;
      });
      if (!explained) context.report({ node, messageId: 'unexplained' });
    };
    return { TSAsExpression: report, TSTypeAssertion: report };
  },
};
