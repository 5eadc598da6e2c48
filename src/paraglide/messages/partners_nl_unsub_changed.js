/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_ChangedInputs */

const en_partners_nl_unsub_changed = /** @type {(inputs: Partners_Nl_Unsub_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed your mind? You can`)
};

const es_partners_nl_unsub_changed = /** @type {(inputs: Partners_Nl_Unsub_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cambiaste de opinión? Puedes`)
};

const fr_partners_nl_unsub_changed = /** @type {(inputs: Partners_Nl_Unsub_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez changé d’avis ? Vous pouvez`)
};

/**
* | output |
* | --- |
* | "Changed your mind? You can" |
*
* @param {Partners_Nl_Unsub_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_changed = /** @type {((inputs?: Partners_Nl_Unsub_ChangedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_ChangedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_changed(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_changed(inputs)
	return en_partners_nl_unsub_changed(inputs)
});