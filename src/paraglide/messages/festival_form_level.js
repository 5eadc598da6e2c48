/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Form_LevelInputs */

const en_festival_form_level = /** @type {(inputs: Festival_Form_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsorship level`)
};

const es_festival_form_level = /** @type {(inputs: Festival_Form_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel de patrocinio`)
};

const fr_festival_form_level = /** @type {(inputs: Festival_Form_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau de mécénat`)
};

/**
* | output |
* | --- |
* | "Sponsorship level" |
*
* @param {Festival_Form_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_form_level = /** @type {((inputs?: Festival_Form_LevelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Form_LevelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_form_level(inputs)
	if (locale === "fr") return fr_festival_form_level(inputs)
	return en_festival_form_level(inputs)
});