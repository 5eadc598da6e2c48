/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Route_HeadingInputs */

const en_tours_route_heading = /** @type {(inputs: Tours_Route_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Route`)
};

const es_tours_route_heading = /** @type {(inputs: Tours_Route_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruta`)
};

const fr_tours_route_heading = /** @type {(inputs: Tours_Route_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tours_Route_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_route_heading = /** @type {((inputs?: Tours_Route_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Route_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_route_heading(inputs)
	if (locale === "fr") return fr_tours_route_heading(inputs)
	return en_tours_route_heading(inputs)
});