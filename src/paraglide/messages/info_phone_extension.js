/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown>, extension: NonNullable<unknown> }} Info_Phone_ExtensionInputs */

const en_info_phone_extension = /** @type {(inputs: Info_Phone_ExtensionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone} ext. ${i?.extension}`)
};

const es_info_phone_extension = /** @type {(inputs: Info_Phone_ExtensionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone}, ext. ${i?.extension}`)
};

const fr_info_phone_extension = /** @type {(inputs: Info_Phone_ExtensionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phone}, poste ${i?.extension}`)
};

/**
* | output |
* | --- |
* | "{phone} ext. {extension}" |
*
* @param {Info_Phone_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_phone_extension = /** @type {((inputs: Info_Phone_ExtensionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Phone_ExtensionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_phone_extension(inputs)
	if (locale === "fr") return fr_info_phone_extension(inputs)
	return en_info_phone_extension(inputs)
});