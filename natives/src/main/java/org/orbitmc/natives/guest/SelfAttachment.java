package org.orbitmc.natives.guest;

import java.io.IOException;
import java.util.Properties;

import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.VirtualMachine;
import com.sun.tools.attach.spi.AttachProvider;

/**
 * Runs inside the Orbit VM: the program attached to its own VM ({@code VirtualMachine.attach} of its own process id,
 * which {@code -Djdk.attach.allowAttachSelf=true} permits on {@code java}), able to load a Java agent from a jar
 * ({@link Agents}). Native agent libraries and the management agent are outside the checked program.
 */
public final class SelfAttachment extends VirtualMachine {
    SelfAttachment(AttachProvider provider, String id) {
        super(provider, id);
    }

    @Override
    public void detach() {
    }

    @Override
    public void loadAgent(String agent, String options) throws AgentLoadException, AgentInitializationException, IOException {
        Agents.load(agent, options);
    }

    @Override
    public void loadAgentLibrary(String agentLibrary, String options) {
        unsupported("loading a native agent library (" + agentLibrary + ")");
    }

    @Override
    public void loadAgentPath(String agentPath, String options) {
        unsupported("loading a native agent library (" + agentPath + ")");
    }

    @Override
    public Properties getSystemProperties() {
        Properties copy = new Properties();
        copy.putAll(System.getProperties());
        return copy;
    }

    @Override
    public Properties getAgentProperties() {
        return new Properties();
    }

    @Override
    public void startManagementAgent(Properties agentProperties) {
        unsupported("the management agent (VirtualMachine.startManagementAgent)");
    }

    @Override
    public String startLocalManagementAgent() {
        unsupported("the management agent (VirtualMachine.startLocalManagementAgent)");
        return null;
    }

    private static native void unsupported(String what);
}
