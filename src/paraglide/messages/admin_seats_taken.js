/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taken: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_Seats_TakenInputs */

const en_admin_seats_taken = /** @type {(inputs: Admin_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.max} seats taken`)
};

const es_admin_seats_taken = /** @type {(inputs: Admin_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} de ${i?.max} plazas ocupadas`)
};

const fr_admin_seats_taken = /** @type {(inputs: Admin_Seats_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.taken} places prises sur ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{taken} of {max} seats taken" |
*
* @param {Admin_Seats_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_seats_taken = /** @type {((inputs: Admin_Seats_TakenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Seats_TakenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_seats_taken(inputs)
	if (locale === "fr") return fr_admin_seats_taken(inputs)
	return en_admin_seats_taken(inputs)
});