/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_RequiredInputs */

const en_partners_ad_form_required = /** @type {(inputs: Partners_Ad_Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked * are required. We answer within two business days.`)
};

const es_partners_ad_form_required = /** @type {(inputs: Partners_Ad_Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los campos marcados con * son obligatorios. Respondemos en un plazo de dos días hábiles.`)
};

const fr_partners_ad_form_required = /** @type {(inputs: Partners_Ad_Form_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un * sont obligatoires. Nous répondons sous deux jours ouvrés.`)
};

/**
* | output |
* | --- |
* | "Fields marked * are required. We answer within two business days." |
*
* @param {Partners_Ad_Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_required = /** @type {((inputs?: Partners_Ad_Form_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_required(inputs)
	if (locale === "fr") return fr_partners_ad_form_required(inputs)
	return en_partners_ad_form_required(inputs)
});