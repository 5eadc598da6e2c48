/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Checkin_Result_AlreadyInputs */

const en_checkin_result_already = /** @type {(inputs: Checkin_Result_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already checked in at ${i?.time}`)
};

const es_checkin_result_already = /** @type {(inputs: Checkin_Result_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya registrado a las ${i?.time}`)
};

const fr_checkin_result_already = /** @type {(inputs: Checkin_Result_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Déjà enregistré à ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Already checked in at {time}" |
*
* @param {Checkin_Result_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_result_already = /** @type {((inputs: Checkin_Result_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Result_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_result_already(inputs)
	if (locale === "fr") return fr_checkin_result_already(inputs)
	return en_checkin_result_already(inputs)
});