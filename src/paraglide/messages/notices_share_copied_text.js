/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Share_Copied_TextInputs */

const en_notices_share_copied_text = /** @type {(inputs: Notices_Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this amazing Harlem experience with friends`)
};

const es_notices_share_copied_text = /** @type {(inputs: Notices_Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte esta gran experiencia en Harlem con tus amigos`)
};

const fr_notices_share_copied_text = /** @type {(inputs: Notices_Share_Copied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagez cette belle expérience à Harlem avec vos amis`)
};

/**
* | output |
* | --- |
* | "Share this amazing Harlem experience with friends" |
*
* @param {Notices_Share_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_share_copied_text = /** @type {((inputs?: Notices_Share_Copied_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Share_Copied_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_share_copied_text(inputs)
	if (locale === "fr") return fr_notices_share_copied_text(inputs)
	return en_notices_share_copied_text(inputs)
});