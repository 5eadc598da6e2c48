/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_BetweenInputs */

const en_info_vc_between = /** @type {(inputs: Info_Vc_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, on 125th Street between Malcolm X Boulevard (Lenox Avenue) and Adam Clayton Powell Jr. Boulevard.`)
};

const es_info_vc_between = /** @type {(inputs: Info_Vc_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, en la calle 125, entre Malcolm X Boulevard (Lenox Avenue) y Adam Clayton Powell Jr. Boulevard.`)
};

const fr_info_vc_between = /** @type {(inputs: Info_Vc_BetweenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, sur la 125e Rue, entre Malcolm X Boulevard (Lenox Avenue) et Adam Clayton Powell Jr. Boulevard.`)
};

/**
* | output |
* | --- |
* | ", on 125th Street between Malcolm X Boulevard (Lenox Avenue) and Adam Clayton Powell Jr. Boulevard." |
*
* @param {Info_Vc_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_between = /** @type {((inputs?: Info_Vc_BetweenInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_BetweenInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_between(inputs)
	if (locale === "fr") return fr_info_vc_between(inputs)
	return en_info_vc_between(inputs)
});