/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_No_RestroomsInputs */

const en_tours_access_no_restrooms = /** @type {(inputs: Tours_Access_No_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No public restrooms on the route`)
};

const es_tours_access_no_restrooms = /** @type {(inputs: Tours_Access_No_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay baños públicos en la ruta`)
};

const fr_tours_access_no_restrooms = /** @type {(inputs: Tours_Access_No_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de toilettes publiques sur le parcours`)
};

/**
* | output |
* | --- |
* | "No public restrooms on the route" |
*
* @param {Tours_Access_No_RestroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_no_restrooms = /** @type {((inputs?: Tours_Access_No_RestroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_No_RestroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_no_restrooms(inputs)
	if (locale === "fr") return fr_tours_access_no_restrooms(inputs)
	return en_tours_access_no_restrooms(inputs)
});