/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ checked: NonNullable<unknown>, total: NonNullable<unknown> }} Checkin_CountInputs */

const en_checkin_count = /** @type {(inputs: Checkin_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.checked} of ${i?.total} checked in`)
};

const es_checkin_count = /** @type {(inputs: Checkin_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.checked} de ${i?.total} con entrada registrada`)
};

const fr_checkin_count = /** @type {(inputs: Checkin_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.checked} sur ${i?.total} enregistrés`)
};

/**
* | output |
* | --- |
* | "{checked} of {total} checked in" |
*
* @param {Checkin_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_count = /** @type {((inputs: Checkin_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_count(inputs)
	if (locale === "fr") return fr_checkin_count(inputs)
	return en_checkin_count(inputs)
});