/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Cards_Form_Too_LongInputs */

const en_cards_form_too_long = /** @type {(inputs: Cards_Form_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.max} characters`)
};

const es_cards_form_too_long = /** @type {(inputs: Cards_Form_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe ${i?.max} caracteres como máximo`)
};

const fr_cards_form_too_long = /** @type {(inputs: Cards_Form_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.max} caractères au maximum`)
};

/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Cards_Form_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_form_too_long = /** @type {((inputs: Cards_Form_Too_LongInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Form_Too_LongInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_form_too_long(inputs)
	if (locale === "fr") return fr_cards_form_too_long(inputs)
	return en_cards_form_too_long(inputs)
});