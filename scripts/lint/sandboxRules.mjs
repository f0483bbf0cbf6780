// The project's own lint rules, loaded by oxlint as a JavaScript plugin (oxlint.config.mjs, jsPlugins).
// ESLint's no-restricted-syntax, which this project used for them, has no oxlint counterpart.

const plugin = {
  meta: { name: 'sandbox' },
  rules: {
    // Enums emit runtime objects and do not cross the worker boundary as plain data; a union of string
    // literals types the same values and erases to nothing.
    'no-enum': {
      create(context) {
        return {
          TSEnumDeclaration(node) {
            context.report({ node, message: 'Use string-literal unions, not enums.' });
          },
        };
      },
    },
  },
};

export default plugin;
