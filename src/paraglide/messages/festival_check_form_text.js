/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Check_Form_TextInputs */

const en_festival_check_form_text = /** @type {(inputs: Festival_Check_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some fields need your attention; each message is next to its field.`)
};

const es_festival_check_form_text = /** @type {(inputs: Festival_Check_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunos campos requieren tu atención; cada mensaje aparece junto a su campo.`)
};

const fr_festival_check_form_text = /** @type {(inputs: Festival_Check_Form_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains champs demandent votre attention ; chaque message figure à côté de son champ.`)
};

/**
* | output |
* | --- |
* | "Some fields need your attention; each message is next to its field." |
*
* @param {Festival_Check_Form_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_check_form_text = /** @type {((inputs?: Festival_Check_Form_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Check_Form_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_check_form_text(inputs)
	if (locale === "fr") return fr_festival_check_form_text(inputs)
	return en_festival_check_form_text(inputs)
});