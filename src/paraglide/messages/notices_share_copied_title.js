/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Share_Copied_TitleInputs */

const en_notices_share_copied_title = /** @type {(inputs: Notices_Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied!`)
};

const es_notices_share_copied_title = /** @type {(inputs: Notices_Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Se copió el enlace!`)
};

const fr_notices_share_copied_title = /** @type {(inputs: Notices_Share_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié !`)
};

/**
* | output |
* | --- |
* | "Link copied!" |
*
* @param {Notices_Share_Copied_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_share_copied_title = /** @type {((inputs?: Notices_Share_Copied_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Share_Copied_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_share_copied_title(inputs)
	if (locale === "fr") return fr_notices_share_copied_title(inputs)
	return en_notices_share_copied_title(inputs)
});