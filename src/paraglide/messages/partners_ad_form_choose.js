/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_ChooseInputs */

const en_partners_ad_form_choose = /** @type {(inputs: Partners_Ad_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a package`)
};

const es_partners_ad_form_choose = /** @type {(inputs: Partners_Ad_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un paquete`)
};

const fr_partners_ad_form_choose = /** @type {(inputs: Partners_Ad_Form_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une formule`)
};

/**
* | output |
* | --- |
* | "Choose a package" |
*
* @param {Partners_Ad_Form_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_choose = /** @type {((inputs?: Partners_Ad_Form_ChooseInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_ChooseInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_choose(inputs)
	if (locale === "fr") return fr_partners_ad_form_choose(inputs)
	return en_partners_ad_form_choose(inputs)
});