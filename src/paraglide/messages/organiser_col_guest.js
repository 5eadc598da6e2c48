/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_GuestInputs */

const en_organiser_col_guest = /** @type {(inputs: Organiser_Col_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest`)
};

const es_organiser_col_guest = /** @type {(inputs: Organiser_Col_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliente`)
};

const fr_organiser_col_guest = /** @type {(inputs: Organiser_Col_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

/**
* | output |
* | --- |
* | "Guest" |
*
* @param {Organiser_Col_GuestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_guest = /** @type {((inputs?: Organiser_Col_GuestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_GuestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_guest(inputs)
	if (locale === "fr") return fr_organiser_col_guest(inputs)
	return en_organiser_col_guest(inputs)
});