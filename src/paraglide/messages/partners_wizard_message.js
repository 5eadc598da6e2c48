/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_MessageInputs */

const en_partners_wizard_message = /** @type {(inputs: Partners_Wizard_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message (optional)`)
};

const es_partners_wizard_message = /** @type {(inputs: Partners_Wizard_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje (opcional)`)
};

const fr_partners_wizard_message = /** @type {(inputs: Partners_Wizard_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message (facultatif)`)
};

/**
* | output |
* | --- |
* | "Message (optional)" |
*
* @param {Partners_Wizard_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_message = /** @type {((inputs?: Partners_Wizard_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_message(inputs)
	if (locale === "fr") return fr_partners_wizard_message(inputs)
	return en_partners_wizard_message(inputs)
});