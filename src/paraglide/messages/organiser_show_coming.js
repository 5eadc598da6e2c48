/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Show_ComingInputs */

const en_organiser_show_coming = /** @type {(inputs: Organiser_Show_ComingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coming (${i?.count})`)
};

const es_organiser_show_coming = /** @type {(inputs: Organiser_Show_ComingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asistirán (${i?.count})`)
};

const fr_organiser_show_coming = /** @type {(inputs: Organiser_Show_ComingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Présents (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Coming ({count})" |
*
* @param {Organiser_Show_ComingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_show_coming = /** @type {((inputs: Organiser_Show_ComingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Show_ComingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_show_coming(inputs)
	if (locale === "fr") return fr_organiser_show_coming(inputs)
	return en_organiser_show_coming(inputs)
});