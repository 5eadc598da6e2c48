/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_View_ListInputs */

const en_events_view_list = /** @type {(inputs: Events_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List`)
};

const es_events_view_list = /** @type {(inputs: Events_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista`)
};

const fr_events_view_list = /** @type {(inputs: Events_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste`)
};

/**
* | output |
* | --- |
* | "List" |
*
* @param {Events_View_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_view_list = /** @type {((inputs?: Events_View_ListInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_View_ListInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_view_list(inputs)
	if (locale === "fr") return fr_events_view_list(inputs)
	return en_events_view_list(inputs)
});