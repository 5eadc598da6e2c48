/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rule: NonNullable<unknown> }} Organiser_RepeatsInputs */

const en_organiser_repeats = /** @type {(inputs: Organiser_RepeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats: ${i?.rule}`)
};

const es_organiser_repeats = /** @type {(inputs: Organiser_RepeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se repite: ${i?.rule}`)
};

const fr_organiser_repeats = /** @type {(inputs: Organiser_RepeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète : ${i?.rule}`)
};

/**
* | output |
* | --- |
* | "Repeats: {rule}" |
*
* @param {Organiser_RepeatsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_repeats = /** @type {((inputs: Organiser_RepeatsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_RepeatsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_repeats(inputs)
	if (locale === "fr") return fr_organiser_repeats(inputs)
	return en_organiser_repeats(inputs)
});