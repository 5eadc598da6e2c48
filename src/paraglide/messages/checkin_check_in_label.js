/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Checkin_Check_In_LabelInputs */

const en_checkin_check_in_label = /** @type {(inputs: Checkin_Check_In_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Check in ${i?.name}`)
};

const es_checkin_check_in_label = /** @type {(inputs: Checkin_Check_In_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registrar entrada de ${i?.name}`)
};

const fr_checkin_check_in_label = /** @type {(inputs: Checkin_Check_In_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Check in {name}" |
*
* @param {Checkin_Check_In_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_check_in_label = /** @type {((inputs: Checkin_Check_In_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Check_In_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_check_in_label(inputs)
	if (locale === "fr") return fr_checkin_check_in_label(inputs)
	return en_checkin_check_in_label(inputs)
});