/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Tell_HeadingInputs */

const en_info_access_tell_heading = /** @type {(inputs: Info_Access_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what doesn't work`)
};

const es_info_access_tell_heading = /** @type {(inputs: Info_Access_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dinos qué no funciona`)
};

const fr_info_access_tell_heading = /** @type {(inputs: Info_Access_Tell_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous ce qui ne fonctionne pas`)
};

/**
* | output |
* | --- |
* | "Tell us what doesn't work" |
*
* @param {Info_Access_Tell_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_tell_heading = /** @type {((inputs?: Info_Access_Tell_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Tell_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_tell_heading(inputs)
	if (locale === "fr") return fr_info_access_tell_heading(inputs)
	return en_info_access_tell_heading(inputs)
});