// The Thronescript extension: starts `throne lsp` (stdio) for .card files
// and the Lua hook files beside them.
'use strict';
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration('thronescript').get('server.path') || 'throne';
  const server = { command, args: ['lsp'] };
  client = new LanguageClient(
    'thronescript',
    'Thronescript',
    { run: server, debug: server },
    {
      documentSelector: [
        { scheme: 'file', language: 'thronescript' },
        { scheme: 'file', language: 'lua' },
      ],
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{card,lua}'),
      },
    },
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
