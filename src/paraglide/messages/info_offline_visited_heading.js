/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_Visited_HeadingInputs */

const en_info_offline_visited_heading = /** @type {(inputs: Info_Offline_Visited_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages you visited`)
};

const es_info_offline_visited_heading = /** @type {(inputs: Info_Offline_Visited_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas que visitaste`)
};

const fr_info_offline_visited_heading = /** @type {(inputs: Info_Offline_Visited_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages consultées`)
};

/**
* | output |
* | --- |
* | "Pages you visited" |
*
* @param {Info_Offline_Visited_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_visited_heading = /** @type {((inputs?: Info_Offline_Visited_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_Visited_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_visited_heading(inputs)
	if (locale === "fr") return fr_info_offline_visited_heading(inputs)
	return en_info_offline_visited_heading(inputs)
});