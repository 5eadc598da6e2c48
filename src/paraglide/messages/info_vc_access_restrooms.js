/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_RestroomsInputs */

const en_info_vc_access_restrooms = /** @type {(inputs: Info_Vc_Access_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessible restrooms are on our floor.`)
};

const es_info_vc_access_restrooms = /** @type {(inputs: Info_Vc_Access_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay baños accesibles en nuestro piso.`)
};

const fr_info_vc_access_restrooms = /** @type {(inputs: Info_Vc_Access_RestroomsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des toilettes accessibles se trouvent à notre étage.`)
};

/**
* | output |
* | --- |
* | "Accessible restrooms are on our floor." |
*
* @param {Info_Vc_Access_RestroomsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_restrooms = /** @type {((inputs?: Info_Vc_Access_RestroomsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_RestroomsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_restrooms(inputs)
	if (locale === "fr") return fr_info_vc_access_restrooms(inputs)
	return en_info_vc_access_restrooms(inputs)
});