// Tokenizes every line of every .card file of the built-in library with
// the Thronescript TextMate grammar, the way VS Code does (vscode-textmate
// with the Oniguruma regex engine), and fails when a token gets an
// `invalid` scope. A few samples check what the grammar must recognise.
// The grammar is generated (`go generate ./lsp`, lsp/internal/gengrammar).
'use strict';
const fs = require('fs');
const path = require('path');
const vsctm = require('vscode-textmate');
const onig = require('vscode-oniguruma');

const grammarPath = path.join(__dirname, '..', 'syntaxes', 'thronescript.tmLanguage.json');
const cardsDir = process.argv[2] || path.join(__dirname, '..', '..', '..', '..', 'cards');

const luaStub = {
  scopeName: 'source.lua',
  patterns: [{ name: 'keyword.control.lua', match: '\\b(function|end|return|local|if|then|else)\\b' }],
};

async function loadGrammar() {
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve('vscode-oniguruma')), 'onig.wasm')).buffer;
  await onig.loadWASM(wasm);
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new onig.OnigScanner(patterns),
      createOnigString: (s) => new onig.OnigString(s),
    }),
    loadGrammar: async (scope) => {
      if (scope === 'source.thronescript') return vsctm.parseRawGrammar(fs.readFileSync(grammarPath, 'utf8'), grammarPath);
      // VS Code brings its own Lua grammar for the embedded hooks; a stub
      // stands in for it here
      if (scope === 'source.lua') return vsctm.parseRawGrammar(JSON.stringify(luaStub), 'lua.json');
      return null;
    },
  });
  return registry.loadGrammar('source.thronescript');
}

// tokenize returns, per line, the tokens with their text and scopes.
function tokenize(grammar, text) {
  let stack = vsctm.INITIAL;
  return text.split('\n').map((line) => {
    const r = grammar.tokenizeLine(line, stack);
    stack = r.ruleStack;
    return r.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

function cardFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...cardFiles(p));
    else if (e.name.endsWith('.card')) out.push(p);
  }
  return out.sort();
}

function scopeOf(lines, lineNo, text) {
  const tok = lines[lineNo].find((t) => t.text === text);
  if (!tok) throw new Error(`no token ${JSON.stringify(text)} on line ${lineNo + 1}: ${JSON.stringify(lines[lineNo])}`);
  return tok.scopes.join(' ');
}

(async () => {
  const grammar = await loadGrammar();
  const failures = [];
  const files = cardFiles(cardsDir);
  if (files.length === 0) throw new Error(`no .card files under ${cardsDir}`);
  let lineCount = 0;
  for (const file of files) {
    tokenize(grammar, fs.readFileSync(file, 'utf8')).forEach((tokens, i) => {
      lineCount++;
      for (const t of tokens) {
        if (t.scopes.some((s) => s.startsWith('invalid'))) {
          failures.push(`${path.relative(cardsDir, file)}:${i + 1}: ${JSON.stringify(t.text)} is ${t.scopes.join(' ')}`);
        }
      }
    });
  }

  // what the grammar must recognise
  const sample = [
    'card 90001 "Test \\"Knight\\"" {   # a comment',
    '  character',
    '  lua `function boost(ctx)',
    '    return "}" end`',
    '  reaction gain {',
    '    after challenge-won by you',
    '    do gain-power 1 on self',
    '  }',
    '}',
    'x "unterminated',
    '  faction stark ~',
    '  keywords stealth gain-power-x',
  ].join('\n');
  const lines = tokenize(grammar, sample);
  const want = [
    [0, 'card', 'storage.type.declaration'],
    [0, '90001', 'entity.name.type'],
    [0, '\\"', 'constant.character.escape'],
    [0, '# a comment', 'comment.line'],
    [1, 'character', 'storage.type.card'],
    [2, 'function', 'meta.embedded.block.lua'],
    [3, 'return', 'keyword.control.lua'],
    [4, 'reaction', 'storage.type.ability'],
    [4, 'gain', 'entity.name.function'],
    [5, 'after', 'keyword.control'],
    [6, '1', 'constant.numeric'],
    [5, 'challenge-won', 'support.function.trigger'],
    [6, 'gain-power', 'support.function.effect'],
    [6, 'on', 'keyword.other'],
    [6, 'self', 'variable.language'],
    [9, 'unterminated', 'invalid.illegal.unterminated'],
    [10, '~', 'invalid.illegal.character'],
    [11, 'stealth', 'support.constant.keyword'],
    // a word of the vocabulary is one only as a whole word
    [11, 'gain-power-x', 'variable.other.word'],
  ];
  for (const [line, text, scope] of want) {
    try {
      const got = scopeOf(lines, line, text);
      if (!got.includes(scope)) failures.push(`sample line ${line + 1}: ${JSON.stringify(text)} is ${got}, want ${scope}`);
    } catch (e) {
      failures.push(`sample: ${e.message}`);
    }
  }
  if (!scopeOf(lines, 8, '}').includes('punctuation.section.block.end')) failures.push('the Lua raw string did not end');

  if (failures.length > 0) {
    console.error(failures.slice(0, 50).join('\n'));
    console.error(`grammar test: ${failures.length} failures`);
    process.exit(1);
  }
  console.log(`grammar test: ${files.length} library files, ${lineCount} lines, no invalid token; ${want.length} samples recognised`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
