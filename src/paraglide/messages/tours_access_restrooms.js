/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_RestroomsInputs */

const en_tours_access_restrooms = /** @type {(inputs: Tours_Access_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restrooms on the route`)
};

const es_tours_access_restrooms = /** @type {(inputs: Tours_Access_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baños en la ruta`)
};

const fr_tours_access_restrooms = /** @type {(inputs: Tours_Access_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toilettes sur le parcours`)
};

/**
* | output |
* | --- |
* | "Restrooms on the route" |
*
* @param {Tours_Access_RestroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_restrooms = /** @type {((inputs?: Tours_Access_RestroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_RestroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_restrooms(inputs)
	if (locale === "fr") return fr_tours_access_restrooms(inputs)
	return en_tours_access_restrooms(inputs)
});