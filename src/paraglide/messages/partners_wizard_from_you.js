/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Partners_Wizard_From_YouInputs */

const en_partners_wizard_from_you = /** @type {(inputs: Partners_Wizard_From_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from you, receipt to ${i?.email}`)
};

const es_partners_wizard_from_you = /** @type {(inputs: Partners_Wizard_From_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de tu parte, recibo a ${i?.email}`)
};

const fr_partners_wizard_from_you = /** @type {(inputs: Partners_Wizard_From_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de votre part, reçu envoyé à ${i?.email}`)
};

/**
* | output |
* | --- |
* | "from you, receipt to {email}" |
*
* @param {Partners_Wizard_From_YouInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_from_you = /** @type {((inputs: Partners_Wizard_From_YouInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_From_YouInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_from_you(inputs)
	if (locale === "fr") return fr_partners_wizard_from_you(inputs)
	return en_partners_wizard_from_you(inputs)
});