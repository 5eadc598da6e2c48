/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_EmailInputs */

const en_partners_wizard_email = /** @type {(inputs: Partners_Wizard_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email (for your receipt)`)
};

const es_partners_wizard_email = /** @type {(inputs: Partners_Wizard_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico (para tu recibo)`)
};

const fr_partners_wizard_email = /** @type {(inputs: Partners_Wizard_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail (pour votre reçu)`)
};

/**
* | output |
* | --- |
* | "Email (for your receipt)" |
*
* @param {Partners_Wizard_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_email = /** @type {((inputs?: Partners_Wizard_EmailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_EmailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_email(inputs)
	if (locale === "fr") return fr_partners_wizard_email(inputs)
	return en_partners_wizard_email(inputs)
});