/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Copy_LinkInputs */

const en_share_copy_link = /** @type {(inputs: Share_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const es_share_copy_link = /** @type {(inputs: Share_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar el enlace`)
};

const fr_share_copy_link = /** @type {(inputs: Share_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Share_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_copy_link = /** @type {((inputs?: Share_Copy_LinkInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Copy_LinkInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_copy_link(inputs)
	if (locale === "fr") return fr_share_copy_link(inputs)
	return en_share_copy_link(inputs)
});