/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Form_LevelInputs */

const en_partners_form_level = /** @type {(inputs: Partners_Form_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership level`)
};

const es_partners_form_level = /** @type {(inputs: Partners_Form_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel de asociación`)
};

const fr_partners_form_level = /** @type {(inputs: Partners_Form_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau de partenariat`)
};

/**
* | output |
* | --- |
* | "Partnership level" |
*
* @param {Partners_Form_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_form_level = /** @type {((inputs?: Partners_Form_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Form_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_form_level(inputs)
	if (locale === "fr") return fr_partners_form_level(inputs)
	return en_partners_form_level(inputs)
});