package org.orbitmc.junit.samples;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs the sample test classes only when the extension's tests launch them through the engine test kit (which
 * sets the configuration parameter), not when Surefire or an IDE finds them: many of them fail on purpose.
 */
public final class SamplesOnly implements ExecutionCondition {
    public static final String PARAMETER = "orbit.junit.samples";

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return context.getConfigurationParameter(PARAMETER).map(Boolean::parseBoolean).orElse(false)
                ? ConditionEvaluationResult.enabled("run by ModelCheckExtensionTest")
                : ConditionEvaluationResult.disabled("a sample for ModelCheckExtensionTest (fails on purpose)");
    }
}
