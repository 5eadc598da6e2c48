/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Show_AllInputs */

const en_organiser_show_all = /** @type {(inputs: Organiser_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everyone (${i?.count})`)
};

const es_organiser_show_all = /** @type {(inputs: Organiser_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todos (${i?.count})`)
};

const fr_organiser_show_all = /** @type {(inputs: Organiser_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout le monde (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Everyone ({count})" |
*
* @param {Organiser_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_show_all = /** @type {((inputs: Organiser_Show_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Show_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_show_all(inputs)
	if (locale === "fr") return fr_organiser_show_all(inputs)
	return en_organiser_show_all(inputs)
});