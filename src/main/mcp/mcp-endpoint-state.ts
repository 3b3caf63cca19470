import { clientConfigs } from '../../core/mcp/client-configs';
import type { McpInfo } from '../../shared/contract/mcp-channels';

/** Where the running app serves MCP over HTTP. */
export interface McpHttpAddress {
  readonly url: string;
  readonly token: string;
}

/**
 * What Settings shows about MCP: the HTTP endpoint once a host serves it, the stdio command, and the
 * client configurations made from both. The host sets the address when it starts serving.
 */
export class McpEndpointState {
  private address: McpHttpAddress | null = null;

  constructor(private readonly stdio: McpInfo['stdio']) {}

  serving(address: McpHttpAddress | null): void {
    this.address = address;
  }

  info(): McpInfo {
    return { http: this.address, stdio: this.stdio, configs: clientConfigs(this.stdio, this.address) };
  }
}
