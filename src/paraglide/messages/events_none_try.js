/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_None_TryInputs */

const en_events_none_try = /** @type {(inputs: Events_None_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try other dates, another search, board or type.`)
};

const es_events_none_try = /** @type {(inputs: Events_None_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba otras fechas, otra búsqueda, otro distrito u otro tipo.`)
};

const fr_events_none_try = /** @type {(inputs: Events_None_TryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez d’autres dates, une autre recherche, un autre district ou un autre type.`)
};

/**
* | output |
* | --- |
* | "Try other dates, another search, board or type." |
*
* @param {Events_None_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_none_try = /** @type {((inputs?: Events_None_TryInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_None_TryInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_none_try(inputs)
	if (locale === "fr") return fr_events_none_try(inputs)
	return en_events_none_try(inputs)
});