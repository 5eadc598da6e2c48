/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Checkin_Checked_In_AtInputs */

const en_checkin_checked_in_at = /** @type {(inputs: Checkin_Checked_In_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked in at ${i?.time}`)
};

const es_checkin_checked_in_at = /** @type {(inputs: Checkin_Checked_In_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrada registrada a las ${i?.time}`)
};

const fr_checkin_checked_in_at = /** @type {(inputs: Checkin_Checked_In_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistré à ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Checked in at {time}" |
*
* @param {Checkin_Checked_In_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_checked_in_at = /** @type {((inputs: Checkin_Checked_In_AtInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Checked_In_AtInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_checked_in_at(inputs)
	if (locale === "fr") return fr_checkin_checked_in_at(inputs)
	return en_checkin_checked_in_at(inputs)
});