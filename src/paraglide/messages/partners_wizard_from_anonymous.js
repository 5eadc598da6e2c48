/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Partners_Wizard_From_AnonymousInputs */

const en_partners_wizard_from_anonymous = /** @type {(inputs: Partners_Wizard_From_AnonymousInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from an anonymous donor, receipt to ${i?.email}`)
};

const es_partners_wizard_from_anonymous = /** @type {(inputs: Partners_Wizard_From_AnonymousInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de un donante anónimo, recibo a ${i?.email}`)
};

const fr_partners_wizard_from_anonymous = /** @type {(inputs: Partners_Wizard_From_AnonymousInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de la part d’un donateur anonyme, reçu envoyé à ${i?.email}`)
};

/**
* | output |
* | --- |
* | "from an anonymous donor, receipt to {email}" |
*
* @param {Partners_Wizard_From_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_from_anonymous = /** @type {((inputs: Partners_Wizard_From_AnonymousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_From_AnonymousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_from_anonymous(inputs)
	if (locale === "fr") return fr_partners_wizard_from_anonymous(inputs)
	return en_partners_wizard_from_anonymous(inputs)
});