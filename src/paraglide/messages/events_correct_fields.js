/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Correct_FieldsInputs */

const en_events_correct_fields = /** @type {(inputs: Events_Correct_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please correct the highlighted fields.`)
};

const es_events_correct_fields = /** @type {(inputs: Events_Correct_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrige los campos marcados.`)
};

const fr_events_correct_fields = /** @type {(inputs: Events_Correct_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez corriger les champs signalés.`)
};

/**
* | output |
* | --- |
* | "Please correct the highlighted fields." |
*
* @param {Events_Correct_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_correct_fields = /** @type {((inputs?: Events_Correct_FieldsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Correct_FieldsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_correct_fields(inputs)
	if (locale === "fr") return fr_events_correct_fields(inputs)
	return en_events_correct_fields(inputs)
});