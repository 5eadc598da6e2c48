/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Wizard_AnonymousInputs */

const en_partners_wizard_anonymous = /** @type {(inputs: Partners_Wizard_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give anonymously (your name is never shown)`)
};

const es_partners_wizard_anonymous = /** @type {(inputs: Partners_Wizard_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donar de forma anónima (tu nombre nunca se muestra)`)
};

const fr_partners_wizard_anonymous = /** @type {(inputs: Partners_Wizard_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner anonymement (votre nom n’est jamais affiché)`)
};

/**
* | output |
* | --- |
* | "Give anonymously (your name is never shown)" |
*
* @param {Partners_Wizard_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_wizard_anonymous = /** @type {((inputs?: Partners_Wizard_AnonymousInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Wizard_AnonymousInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_wizard_anonymous(inputs)
	if (locale === "fr") return fr_partners_wizard_anonymous(inputs)
	return en_partners_wizard_anonymous(inputs)
});