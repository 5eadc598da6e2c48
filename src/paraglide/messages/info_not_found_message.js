/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Not_Found_MessageInputs */

const en_info_not_found_message = /** @type {(inputs: Info_Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you're looking for doesn't exist or has been moved.`)
};

const es_info_not_found_message = /** @type {(inputs: Info_Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La página que buscas no existe o se ha movido.`)
};

const fr_info_not_found_message = /** @type {(inputs: Info_Not_Found_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page que vous cherchez n’existe pas ou a été déplacée.`)
};

/**
* | output |
* | --- |
* | "The page you're looking for doesn't exist or has been moved." |
*
* @param {Info_Not_Found_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_not_found_message = /** @type {((inputs?: Info_Not_Found_MessageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Not_Found_MessageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_not_found_message(inputs)
	if (locale === "fr") return fr_info_not_found_message(inputs)
	return en_info_not_found_message(inputs)
});