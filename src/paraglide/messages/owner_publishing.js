/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_PublishingInputs */

const en_owner_publishing = /** @type {(inputs: Owner_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishing…`)
};

const es_owner_publishing = /** @type {(inputs: Owner_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicando…`)
};

const fr_owner_publishing = /** @type {(inputs: Owner_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication…`)
};

/**
* | output |
* | --- |
* | "Publishing…" |
*
* @param {Owner_PublishingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_publishing = /** @type {((inputs?: Owner_PublishingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_PublishingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_publishing(inputs)
	if (locale === "fr") return fr_owner_publishing(inputs)
	return en_owner_publishing(inputs)
});