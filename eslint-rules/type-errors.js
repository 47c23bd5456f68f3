import ts from 'typescript';

/** The programs whose own errors (options, globals) have been reported, each once. */
const reportedPrograms = new WeakSet();

/** Where a TypeScript diagnostic points, as ESLint's 1-based lines and 0-based columns. */
function locationOf(diagnostic) {
  const { file, start = 0, length = 0 } = diagnostic;
  const from = file.getLineAndCharacterOfPosition(start);
  const to = file.getLineAndCharacterOfPosition(start + length);
  return {
    start: { line: from.line + 1, column: from.character },
    end: { line: to.line + 1, column: to.character },
  };
}

/**
 * TypeScript's own errors in the file, read from the program that typed linting has already built and
 * checked in part: one pass judges both types and lint rules, so `npm test` builds each program once,
 * not once for ESLint and again for `tsc` (`npm run typecheck` still runs tsc alone, for editors and
 * quick checks). Files linted without types (JavaScript, the configs) have no program and no report.
 */
const typeErrors = {
  meta: {
    type: 'problem',
    docs: { description: 'Reports the TypeScript compiler’s errors, as `tsc --noEmit` does.' },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    return {
      'Program:exit'(node) {
        const sourceFile = program.getSourceFile(context.physicalFilename);
        if (!sourceFile) return;
        const diagnostics = [
          ...program.getSyntacticDiagnostics(sourceFile),
          ...program.getSemanticDiagnostics(sourceFile),
        ];
        if (!reportedPrograms.has(program)) {
          reportedPrograms.add(program);
          diagnostics.push(...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics());
        }
        for (const diagnostic of diagnostics) {
          if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
          const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
          if (diagnostic.file === sourceFile) {
            context.report({ loc: locationOf(diagnostic), message: text });
          } else {
            // The program's own errors (its options, its global types) or another file's.
            const where = diagnostic.file ? `${diagnostic.file.fileName}: ` : '';
            context.report({ node, message: `${where}${text}` });
          }
        }
      },
    };
  },
};

export default typeErrors;
