/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_AboutInputs */

const en_partners_form_about = /** @type {(inputs: Partners_Form_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About your business`)
};

const es_partners_form_about = /** @type {(inputs: Partners_Form_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre tu negocio`)
};

const fr_partners_form_about = /** @type {(inputs: Partners_Form_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos de votre commerce`)
};

/**
* | output |
* | --- |
* | "About your business" |
*
* @param {Partners_Form_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_about = /** @type {((inputs?: Partners_Form_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_about(inputs)
	if (locale === "fr") return fr_partners_form_about(inputs)
	return en_partners_form_about(inputs)
});