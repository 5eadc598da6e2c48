/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Tours_ProgressInputs */

const en_tours_progress = /** @type {(inputs: Tours_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} points done`)
};

const es_tours_progress = /** @type {(inputs: Tours_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} de ${i?.total} puntos hechos`)
};

const fr_tours_progress = /** @type {(inputs: Tours_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} étapes sur ${i?.total} faites`)
};

/**
* | output |
* | --- |
* | "{done} of {total} points done" |
*
* @param {Tours_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_progress = /** @type {((inputs: Tours_ProgressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_ProgressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_progress(inputs)
	if (locale === "fr") return fr_tours_progress(inputs)
	return en_tours_progress(inputs)
});